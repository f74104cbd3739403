# Lone surrogates in str (issue 14 item 8): every public str method (from
# dir(str)) and the operations on inputs that hold them, as CPython 3.11.
# krait-run: --allow-import json
SAMPLES = ['\ud800', 'a\udc00b', '\udbff\udfff', 'x\ud800y\ud800', '\U0001f600\udfff', 'AB\ud83d', '\udc80abc\udc80']
ARGS = {
    'center': [(5,), (6, '\ud800')], 'ljust': [(5,), (5, '\udc00')], 'rjust': [(5,)], 'zfill': [(6,)],
    'count': [('\ud800',), ('a',), ('',)], 'find': [('\ud800',), ('y',), ('\udc80', 1)], 'rfind': [('\ud800',), ('\udc80',)],
    'index': [('\ud800',), ('b',)], 'rindex': [('\ud800',)], 'startswith': [('\ud800',), ('x',)], 'endswith': [('\ud800',), ('\udfff',)],
    'split': [(), ('\ud800',), ('a', 1)], 'rsplit': [('\ud800',)], 'partition': [('\ud800',)], 'rpartition': [('\ud800',)],
    'replace': [('\ud800', 'Z'), ('a', '\udc00')], 'strip': [(), ('\ud800',)], 'lstrip': [('\ud800x',)], 'rstrip': [('\ud800',)],
    'join': [(['p', 'q'],)], 'expandtabs': [()], 'format': [()], 'format_map': [({},)], 'encode': [(), ('utf-8', 'surrogatepass'), ('utf-8', 'surrogateescape'), ('utf-8', 'replace'), ('utf-8', 'ignore'), ('utf-8', 'backslashreplace'), ('ascii', 'xmlcharrefreplace'), ('utf-16',), ('latin-1', 'replace')],
    'removeprefix': [('\ud800',)], 'removesuffix': [('\ud800',)], 'translate': [({0xd800: 'S', 0xdc00: None},)],
    'splitlines': [()], 'maketrans': None,
}
for name in sorted(n for n in dir(str) if not n.startswith('_')):
    arglists = ARGS.get(name, [()])
    if arglists is None:
        continue
    for s in SAMPLES:
        for args in arglists:
            try:
                r = getattr(s, name)(*args)
                print(name, ascii(s), ascii(args), ascii(r))
            except Exception as e:
                print(name, ascii(s), ascii(args), type(e).__name__, e)
for s in SAMPLES:
    print('len', ascii(s), len(s))
    print('list', ascii(s), ascii(list(s)))
    print('ord', [ord(c) for c in s])
    print('index', ascii([s[i] for i in range(-len(s), len(s))]))
    print('slices', ascii([s[i:j] for i in range(len(s) + 1) for j in range(i, len(s) + 1)]))
    print('step', ascii(s[::-1]), ascii(s[::2]), ascii(s[1::3]))
    print('repr', repr(s).encode('utf-8', 'surrogatepass'))
    print('ascii', ascii(s))
    print('in', '\ud800' in s, '\udc00' in s, s in s + 'z')
    print('cmp', s < 'z', s < '\ud801', s == s[:], sorted([s, '\ue000', '\U00010000', 'z']) == sorted([s, '\ue000', '\U00010000', 'z'], key=lambda x: [ord(c) for c in x]))
    print('hash', hash(s) == hash(s[:len(s)] + ''))
    print('mul', ascii(s * 2), ascii(s + s))
    print('fmt', ascii('%s|%r|%a' % (s, s, s)), ascii('{}|{!r}|{:>8}'.format(s, s, s)), ascii(f'{s!a}'))
    print('reversed', ascii(''.join(reversed(s))))
    print('chr', ascii(chr(0xd800)), ascii(chr(0xdfff)), len(chr(0xdc00)))
    for enc, errs in [('utf-8', 'surrogatepass'), ('utf-8', 'surrogateescape'), ('utf-16-le', 'surrogatepass'), ('utf-32', 'surrogatepass')]:
        try:
            b = s.encode(enc, errs)
            print('encode', enc, errs, b, ascii(b.decode(enc, errs)))
        except Exception as e:
            print('encode', enc, errs, type(e).__name__, e)
print(ascii(b'\xed\xa0\x80'.decode('utf-8', 'surrogatepass')), ascii(b'a\xffb'.decode('utf-8', 'surrogateescape')))
print(ascii(b'\xed\xa0\x80'.decode('utf-8', 'replace')), ascii(b'\x80'.decode('utf-8', 'surrogateescape').encode('utf-8', 'surrogateescape')))
try:
    b'\xed\xa0\x80'.decode('utf-8')
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
import json
print(json.dumps('\ud800'), json.dumps(['a\udc00']), ascii(json.loads('"\\ud800"')), len(json.loads('"\\ud83d\\ude00"')), ascii(json.loads('"\\udc00\\ud800"')))
print(json.dumps('\ud800', ensure_ascii=False).encode('utf-8', 'surrogatepass'))
d = {'\ud800': 1, '\udc00': 2}
print(d['\ud800'], sorted(map(ord, ''.join(d))), len(set('\ud800\ud800\udc00')))
print(str.isidentifier('\ud800'), '\ud800'.isprintable(), '\ud800'.upper() == '\ud800')
try:
    print('\ud800')
except UnicodeEncodeError as e:
    print('UnicodeEncodeError', e.start, e.end, e.reason)
print('done')
