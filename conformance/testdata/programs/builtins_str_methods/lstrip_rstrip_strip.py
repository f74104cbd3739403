print(repr('  x  '.strip()), repr('xxhixx'.strip('x')), repr('  a '.lstrip()), repr(' a  '.rstrip()), repr('www.ex.com'.strip('cmowz.')), repr('\n\t x\r\n'.strip()), repr('abc'.strip('')))
