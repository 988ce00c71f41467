/// Words laid out in lines of at most `width` characters: the first line after `first`, the
/// others after `rest` (an indent or a comment marker); a word longer than a line stands alone.
/// The REPL's help and the LuaCATS file's prose wrap the same way.
func wordWrapped(_ words: [String], first: String, rest: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = first
    var prefix = first
    for word in words {
        if line.count > prefix.count, line.count + 1 + word.count > width {
            lines.append(line)
            line = rest + word
            prefix = rest
        } else {
            line += (line.count > prefix.count ? " " : "") + word
        }
    }
    lines.append(line)
    return lines
}
