# str.encode with every codec and error handler, on texts long enough that
# the encoder measures its result in several pieces before writing it
# (the pieces' edges fall inside runs of characters the codec cannot
# encode); utf-8-sig handles surrogates as utf-8 does.
samples = ['abc', 'h\xe9llo \u20ac \U0001f600 x', '\ud800a\udcff', '\udc80\udcff', '',
           'a' * 5000 + '\U0001f600' * 3000 + '\xe9' * 5000 + '\udc80' * 2000 + 'z']
for s in samples:
    for enc in ['ascii', 'latin-1', 'utf-8', 'utf-16', 'utf-16-be', 'utf-32', 'utf-32-le', 'utf-8-sig']:
        for h in ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace', 'surrogatepass', 'surrogateescape']:
            try:
                r = s.encode(enc, h)
                print(enc, h, len(r), r[:24], r[-24:], r.count(b'\\'), r.count(b'&#'))
            except UnicodeEncodeError as e:
                print(enc, h, 'UnicodeEncodeError', e.start, e.end, e.reason)
