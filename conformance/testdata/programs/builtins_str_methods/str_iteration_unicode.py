s = 'naïve 日本 😀'
print(len(s), list(s), s[6], s[-1], s.upper())
