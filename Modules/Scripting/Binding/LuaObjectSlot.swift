/// The first word of a userdata's block (`clua_ObjectBlock.object`): the Swift object the
/// userdata holds, from ``LuaClass/pushObject(_:className:onto:)`` until `__gc` clears it.
/// The word is typed memory holding an `AnyObject?`, so ARC does the counting: storing the
/// object retains it, clearing the slot releases it. C reads only the block's other word, the
/// class tag.
enum LuaObjectSlot {
    /// Stores `object` in the new, uninitialized block `block`.
    static func store(_ object: AnyObject, in block: UnsafeMutableRawPointer) {
        block.initializeMemory(as: AnyObject?.self, to: object)
    }

    /// The object in `block`, or nil once `__gc` has cleared it (a userdata resurrected by
    /// another finalizer).
    static func object(in block: UnsafeMutableRawPointer) -> AnyObject? {
        block.assumingMemoryBound(to: AnyObject?.self).pointee
    }

    /// The first word of any userdata's block as a number, without reading it as an object:
    /// what `__eq` compares, since either side may be another library's userdata.
    static func identity(in block: UnsafeMutableRawPointer) -> UInt {
        block.load(as: UInt.self)
    }

    /// Releases the object in `block`, leaving the slot empty.
    static func clear(_ block: UnsafeMutableRawPointer) {
        block.assumingMemoryBound(to: AnyObject?.self).pointee = nil
    }
}
