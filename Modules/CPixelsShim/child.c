/*
 * The encoder's process (ffmpeg) started and fed from C: what must happen between fork and
 * exec cannot run Swift (the child of a threaded process may only call async-signal-safe
 * functions), and a write into a pipe whose reader died must be an error, not SIGPIPE. See
 * CPixelsShim.h.
 */
#define _GNU_SOURCE
#include "CPixelsShim.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

int playground_child_start(const char *path, char *const argv[], int input, int output, int errors) {
    pid_t parent = getpid();
    pid_t child = fork();
    if (child != 0) return child; /* the child's pid, or -1 with errno */
    /* A process group of its own: Ctrl-C stops the run, which then finishes the file. */
    setpgid(0, 0);
    /* Ends with the run if the run ends without finishing it (a second Ctrl-C, a kill). */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    /* The run ignores or handles these; the encoder gets the defaults back. */
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (dup2(input, 0) < 0) _exit(127);
    if (output >= 0) {
        if (dup2(output, 1) < 0) _exit(127);
    } else {
        int null = open("/dev/null", O_WRONLY);
        if (null < 0 || dup2(null, 1) < 0) _exit(127);
    }
    if (dup2(errors, 2) < 0) _exit(127);
    /* Nothing else of the run's: not a file a script opened, not a pipe of another child. */
    syscall(SYS_close_range, 3U, ~0U, 0U);
    execv(path, argv);
    _exit(127);
}

long playground_write_without_sigpipe(int descriptor, const void *bytes, size_t count) {
    sigset_t pipe_only, previous;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_only, &previous);
    size_t done = 0;
    long result = 0;
    while (done < count) {
        ssize_t written = write(descriptor, (const char *)bytes + done, count - done);
        if (written < 0) {
            if (errno == EINTR) continue;
            result = -1;
            break;
        }
        done += (size_t)written;
    }
    int saved = errno;
    if (result < 0 && saved == EPIPE) {
        /* Take the SIGPIPE this thread was sent, so that it is not delivered on unblocking. */
        struct timespec now = {0, 0};
        while (sigtimedwait(&pipe_only, NULL, &now) == SIGPIPE) {
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved;
    return result < 0 ? -1 : (long)done;
}
