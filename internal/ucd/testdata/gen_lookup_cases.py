"""Generate lookup_cases.jsonl: what CPython 3.11 makes of character names.

Run with CPython 3.11 from this directory:  python3 gen_lookup_cases.py
One line per name: {"name", "lookup", "literal"}: unicodedata.lookup(name)
and the string literal "\\N{name}", null where CPython refuses the name.
"""
import json
import unicodedata

NAMES = [
    "NUL", "null", "LATIN SMALL LETTER A", "latin small letter a", "Latin Small Letter A", "BYTE ORDER MARK",
    "LATIN CAPITAL LETTER GHA", "TIBETAN MARK BKA- SHOG GI MGO RGYAN", "tibetan mark bka- shog gi mgo rgyan",
    "CJK UNIFIED IDEOGRAPH-4E00", "cjk unified ideograph-4e00", "CJK UNIFIED IDEOGRAPH-4e00",
    "CJK UNIFIED IDEOGRAPH-04E00", "CJK UNIFIED IDEOGRAPH-4E0", "CJK UNIFIED IDEOGRAPH-004E00",
    "CJK UNIFIED IDEOGRAPH-31350", "CJK UNIFIED IDEOGRAPH-2A6DF", "CJK UNIFIED IDEOGRAPH-2A6E0",
    "CJK UNIFIED IDEOGRAPH-9FFF", "CJK UNIFIED IDEOGRAPH-3134A", "CJK UNIFIED IDEOGRAPH-3134B",
    "CJK UNIFIED IDEOGRAPH-2B739", "CJK UNIFIED IDEOGRAPH-F900", "CJK UNIFIED IDEOGRAPH-+4E0",
    "CJK COMPATIBILITY IDEOGRAPH-F900", "cjk compatibility ideograph-f900",
    "TANGUT IDEOGRAPH-17000", "tangut ideograph-17000", "TANGUT COMPONENT-001",
    "KHITAN SMALL SCRIPT CHARACTER-18B00", "NUSHU CHARACTER-1B170", "nushu character-1b170",
    "HANGUL SYLLABLE GA", "hangul syllable ga", "HANGUL SYLLABLE ga", "Hangul Syllable GAG", "HANGUL SYLLABLE",
    "HANGUL SYLLABLE ", "HANGUL SYLLABLE GAGG", "HANGUL SYLLABLE GGA", "HANGUL SYLLABLE A", "HANGUL SYLLABLE AG",
    "HANGUL SYLLABLE KIYEOK", "HANGUL SYLLABLE GAX", "HANGUL SYLLABLE HIH", "HANGUL SYLLABLE YEON",
    "HANGUL SYLLABLE SSYEOSS", "HANGUL JONGSEONG SSANGKIYEOK",
    "VS1", "VS16", "VS17", "vs1", "VS256", "VS257", "VS01", "VS0", "FVS1", "SHY", "ZWJ", "END OF LINE",
    "LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", "latin capital letter a with macron and grave",
    "KEYCAP NUMBER SIGN", "TAMIL CONSONANT K", "MONGOLIAN FREE VARIATION SELECTOR ONE",
    "EGYPTIAN HIEROGLYPH A001", "CUNEIFORM SIGN A", "ARABIC LETTER ALEF WITH ATTACHED FATHA", "TOTO LETTER PA",
    "LATIN SMALL LETTER A WITH STROKE AND DIAGONAL STROKE", "COMBINING GRAPHEME JOINER", "RIAL SIGN",
    "", "X", "SPACE", "SPACE ", " SPACE", "SPACE\x00", "PRIVATE USE AREA-E000", "DIGIT ZERO", "Digit Zero",
    "LINE FEED (LF)", "LINE FEED", "<control>", "LATIN \u017fMALL LETTER A", "LATIN SMALL LETTER \u0131",
    "GRINNING FACE", "grinning face", "BRAHMI NUMBER JOINER", "KANNADA LETTER NAKAARA POLLU",
]


def literal(name):
    try:
        return eval('"\\N{%s}"' % name)
    except SyntaxError:
        return None


def lookup(name):
    try:
        return unicodedata.lookup(name)
    except KeyError:
        return None


with open('lookup_cases.jsonl', 'w', encoding='utf-8') as fh:
    for n in NAMES:
        fh.write(json.dumps({"name": n, "lookup": lookup(n), "literal": literal(n)}) + "\n")
