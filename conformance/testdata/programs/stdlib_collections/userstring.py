from collections import UserString
class Shout(UserString):
    def shout(self):
        return self.upper() + '!'
s = Shout('hello world')
print(s, repr(s), len(s), s.shout(), type(s.upper()).__name__)
print(s[0], s[-5:], type(s[0]).__name__, s.split(), s.find('o'), s.count('l'))
print(s + ' more', 'pre ' + s, s * 2, type(s + 'x').__name__)
print('world' in s, s == 'hello world', s < 'zzz', s.startswith('he'), s.replace('l', 'L'))
print(s.title(), s.center(15, '*'), s.strip('hd'), '-'.join(['a', 'b']), s.isalpha())
print(str(s), sorted(Shout('cab')), list(Shout('xy')))
print(UserString(42), UserString(Shout('w')), UserString('a') == UserString('a'))
