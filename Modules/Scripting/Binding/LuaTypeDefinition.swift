/// A type the Lua API names without binding it as a class: an alias (`WheelZeroPosition`, a
/// name or an angle) or the shape of a table a method returns (`WheelSector`). Declared beside
/// the class that uses it; the LuaCATS file defines it in the class's section.
struct LuaTypeDefinition: Sendable {
    enum Shape: Sendable {
        /// `---@alias Name type`; each further line of `type` is a `---| "value" # what` line.
        case alias(String)
        /// `---@class Name` with these fields (``LuaParameter/typed(_:_:_:)``; a field whose type
        /// ends in `?` may be absent).
        case record([LuaParameter], parent: String?)
    }

    let name: String
    let doc: String
    let shape: Shape

    static func alias(_ name: String, _ type: String, doc: String) -> LuaTypeDefinition {
        LuaTypeDefinition(name: name, doc: doc, shape: .alias(type))
    }

    /// A table shape; `parent` is a type it also is (`TiltDirection[]` for a solution that is a
    /// list of moves with fields beside).
    static func record(_ name: String, parent: String? = nil, doc: String, _ fields: [LuaParameter])
        -> LuaTypeDefinition
    {
        LuaTypeDefinition(name: name, doc: doc, shape: .record(fields, parent: parent))
    }
}
