# krait-run: --allow-import pprint
import pprint
s = 'The quick brown fox jumps over the lazy dog. ' * 4
pprint.pprint(s)
pprint.pprint([s, 'short'])
pprint.pprint({'text': s}, width=50)
pprint.pprint('line one\nline two is here\nand three', width=15)
pprint.pprint('nospacesatallinthisverylongstringthatneedstobewrappedsomehow', width=20)
pprint.pprint(b'bytes ' * 20, width=40)
pprint.pprint(bytearray(b'0123456789' * 5), width=30)
