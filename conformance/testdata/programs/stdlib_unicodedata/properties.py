import unicodedata as ud
chars = 'aZ5 \t\n\u00e9\u0301\u00bd\u2163\u0663\u00b2\u4e00\uac00\u05d0\u0627(\u00ab\uff21\uff71\u200d\U0001f600\u2028\ud7a3\u0300\u1f80\u00a0\u3000\U00020000\U0001d7ce\u2460\u0f33\ufb01'
for c in chars:
    print(hex(ord(c)), ud.category(c), ud.bidirectional(c), ud.combining(c), ud.east_asian_width(c), ud.mirrored(c), repr(ud.decomposition(c)), ud.decimal(c, None), ud.digit(c, None), ud.numeric(c, None), ud.name(c, None))
print(ud.unidata_version)
