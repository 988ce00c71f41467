import Scripting

/// The Lua modules a spec file can `require` without having them: luassert and say as Debian's
/// lua-luassert and lua-say install them (`/usr/share/lua/5.4`), embedded in the binary at
/// build time (each file is a link to the installed one, so that nothing of theirs is copied
/// or changed here), and the runner of busted's language.
enum EmbeddedModules {
    /// Each module's name, as `require` takes it, and its source.
    static let sources: [(name: String, source: [UInt8])] = [
        ("luassert.array", PackageResources.luassert_array_lua),
        ("luassert.assert", PackageResources.luassert_assert_lua),
        ("luassert.assertions", PackageResources.luassert_assertions_lua),
        ("luassert.compatibility", PackageResources.luassert_compatibility_lua),
        ("luassert.formatters.binarystring", PackageResources.luassert_formatters_binarystring_lua),
        ("luassert.formatters", PackageResources.luassert_formatters_lua),
        ("luassert.languages.ar", PackageResources.luassert_languages_ar_lua),
        ("luassert.languages.de", PackageResources.luassert_languages_de_lua),
        ("luassert.languages.en", PackageResources.luassert_languages_en_lua),
        ("luassert.languages.fr", PackageResources.luassert_languages_fr_lua),
        ("luassert.languages.is", PackageResources.luassert_languages_is_lua),
        ("luassert.languages.ja", PackageResources.luassert_languages_ja_lua),
        ("luassert.languages.nl", PackageResources.luassert_languages_nl_lua),
        ("luassert.languages.ru", PackageResources.luassert_languages_ru_lua),
        ("luassert.languages.ua", PackageResources.luassert_languages_ua_lua),
        ("luassert.languages.zh", PackageResources.luassert_languages_zh_lua),
        ("luassert", PackageResources.luassert_lua),
        ("luassert.match", PackageResources.luassert_match_lua),
        ("luassert.matchers.composite", PackageResources.luassert_matchers_composite_lua),
        ("luassert.matchers.core", PackageResources.luassert_matchers_core_lua),
        ("luassert.matchers", PackageResources.luassert_matchers_lua),
        ("luassert.mock", PackageResources.luassert_mock_lua),
        ("luassert.modifiers", PackageResources.luassert_modifiers_lua),
        ("luassert.namespaces", PackageResources.luassert_namespaces_lua),
        ("luassert.spy", PackageResources.luassert_spy_lua),
        ("luassert.state", PackageResources.luassert_state_lua),
        ("luassert.stub", PackageResources.luassert_stub_lua),
        ("luassert.util", PackageResources.luassert_util_lua),
        ("say", PackageResources.say_lua),
    ]
}
