# krait-run: --allow-import unicodedata,re
# unicodedata.lookup, "\N{...}" and re's \N{...} share one name database:
# aliases, named sequences (lookup only), case rules of algorithmic names.
import re
import unicodedata

names = ["NUL", "byte order mark", "VS17", "vs256", "VS257", "LATIN CAPITAL LETTER GHA",
         "TIBETAN MARK BKA- SHOG GI MGO RGYAN", "KEYCAP NUMBER SIGN", "tamil consonant k",
         "CJK UNIFIED IDEOGRAPH-04E00", "cjk unified ideograph-4e00", "CJK UNIFIED IDEOGRAPH-3134B",
         "HANGUL SYLLABLE GGAGG", "hangul syllable ga", "TANGUT IDEOGRAPH-17000", "NUSHU CHARACTER-1B170",
         "LINE FEED (LF)", "LATIN \u017fMALL LETTER A", "grinning face"]
for n in names:
    try:
        print(repr(n), ascii(unicodedata.lookup(n)))
    except KeyError as e:
        print(repr(n), "KeyError", e)
    try:
        p = re.compile(r"\N{%s}" % n)
        print("  re:", ascii(p.pattern), [ascii(m) for m in p.findall("a\x00\ufeff\U000e0100\u4e00\u0b95\u0bcd")])
    except re.error as e:
        print("  re.error:", e)
    try:
        print("  ucd_3_2_0:", ascii(unicodedata.ucd_3_2_0.lookup(n)))
    except KeyError as e:
        print("  ucd_3_2_0: KeyError", e)
print(ascii("\N{NUL}\N{bom}\N{VS1}\N{LATIN CAPITAL LETTER GHA}\N{CJK UNIFIED IDEOGRAPH-2A6DF}\N{HANGUL SYLLABLE HIH}"))
print(unicodedata.name("\u01a2"), unicodedata.name("\U0001b170"), unicodedata.name("\U00017000", "none"))
print(unicodedata.numeric("\u00bd"), unicodedata.numeric("\U00016b61"), unicodedata.decimal("\u0663"), unicodedata.digit("\u00b2"))
print(unicodedata.decomposition("\u00e9"), unicodedata.decomposition("\ufb01"), repr(unicodedata.decomposition("a")))
for n in ["CJK UNIFIED IDEOGRAPH-9FFF", "CJK UNIFIED IDEOGRAPH-3134A", "HANGUL SYLLABLE GA", "LATIN SMALL LETTER A"]:
    print(n, ascii(unicodedata.ucd_3_2_0.lookup(n)))
