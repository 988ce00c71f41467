import Scripting
import Testing

@Test func descriptionOfAnErrorWithoutTracebackIsTheMessage() {
    let error = LuaError(kind: .file, message: "cannot open x.lua")
    #expect(error.description == "cannot open x.lua")
}

@Test func descriptionJoinsMessageAndTraceback() {
    let error = LuaError(kind: .runtime, message: "x.lua:1: boom", traceback: "stack traceback:\n\t[C]: in ?")
    #expect(error.description == "x.lua:1: boom\nstack traceback:\n\t[C]: in ?")
}
