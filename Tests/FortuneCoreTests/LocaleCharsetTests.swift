import Testing
import FortuneCore

/// The character set is read from the locale once, as the language is.
@Suite struct LocaleCharsetTests {
    @Test(arguments: [
        (["LC_ALL": "C"], TextCharset.ascii),
        (["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], .ascii),
        (["LANG": "en_US.ISO-8859-1"], .ascii),
        (["LC_CTYPE": "ja_JP.eucJP", "LANG": "ja_JP.UTF-8"], .ascii),
        (["LANG": "C.UTF-8"], .unicode),
        (["LANG": "ko_KR.utf8"], .unicode),
        (["LC_ALL": "", "LANG": "de_DE.UTF-8@euro"], .unicode),
        ([:], .unicode),
    ])
    func theCharsetIsTheFirstLocaleVariablesCodeset(_ environment: [String: String], _ charset: TextCharset) {
        #expect(TextCharset.fromLocale(environment) == charset)
    }
}
