import ArgumentParser
import Foundation
import Models
import Scripting

extension Playground {
    /// `playground docs --lua-cats`: documentation written from the bindings' declarations.
    struct Docs: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print documentation written from the controls' declarations.",
            discussion: """
                --lua-cats prints the LuaCATS annotations that lua-language-server reads \
                (docs/playground.d.lua): every library, class, constructor, option, method, \
                property and callback a script reaches, with the types and prose their \
                declarations give. Point the language server's workspace.library at the file to \
                get completion and checks while writing scripts.

                Given a script, the classes it declares (Control.declare, in it or in the modules \
                it requires) are annotated too: its main chunk is run with its output dropped \
                and without starting the clock.

                Exit status: 0 when written, 1 when the script fails or the file cannot be \
                written, 64 for a usage error.
                """
        )

        @Flag(name: .customLong("lua-cats"), help: "Print the LuaCATS annotations of the Lua API.")
        var luaCATS = false

        @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "file"))
        var output: String?

        @Argument(help: ArgumentHelp("A script whose own classes of control are annotated too.", valueName: "script"))
        var script: String?

        func validate() throws {
            try LibraryPath.validate()
            guard luaCATS else {
                throw ValidationError("say which documentation to write: --lua-cats")
            }
        }

        func run() throws {
            let text: String
            do {
                text = try annotations()
            } catch {
                var standardError = StandardError()
                print("playground docs: \(error.description)", to: &standardError)
                throw ExitCode.failure
            }
            guard let output else {
                // Through the output layer too, so that a full disk or a closed pipe is an error.
                do {
                    let standardOutput = try OutputFile(standardOutputFor: "the LuaCATS annotations")
                    try standardOutput.write(text)
                    try standardOutput.commit()
                } catch {
                    var standardError = StandardError()
                    print("playground docs: \(error)", to: &standardError)
                    throw ExitCode.failure
                }
                return
            }
            do {
                try OutputFile.write(Data(text.utf8), to: output, purpose: "the LuaCATS annotations", option: "-o")
            } catch {
                var standardError = StandardError()
                print("playground docs: \(error)", to: &standardError)
                throw error.problem.isConflict ? ExitCode.validationFailure : ExitCode.failure
            }
        }

        /// The annotations, with the script's own classes when one is given: its main chunk
        /// runs under limits (256 MiB, 500 million instructions), so a script that never
        /// returns still ends.
        private func annotations() throws(LuaError) -> String {
            guard let script else { return try ScriptHost.luaCATSAnnotations() }
            var configuration = LuaRuntime.Configuration(
                memoryLimit: 256 << 20, instructionLimit: 500_000_000, moduleDirectory: Run.directory(of: script),
                countsProcessHeap: true, files: RunRequest.files(script: script))
            configuration.libraryDirectories = LibraryPath.directories
            let options = ScriptHost.Options(runtime: configuration, seed: 1)
            return try ScriptHost.luaCATSAnnotations(declaredBy: script, options: options)
        }
    }
}
