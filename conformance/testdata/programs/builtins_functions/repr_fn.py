print(repr('a'), repr("it's"), repr('say "hi"'), repr('both \' and "'), repr('\t\n\\'), repr('\x7f\x00é😀'), repr(''), repr(b'\x00a\xff'), repr(1e16), repr(0.1), repr(-0.0))
