import re
calls = [
    ('re.search(5, "a")', lambda: re.search(5, 'a')),
    ('re.search("a", 5)', lambda: re.search('a', 5)),
    ('re.search("a", b"a")', lambda: re.search('a', b'a')),
    ('re.search(b"a", "a")', lambda: re.search(b'a', 'a')),
    ('re.search("a")', lambda: re.search('a')),
    ('re.sub("a", "b")', lambda: re.sub('a', 'b')),
    ('re.sub("a", 5, "a")', lambda: re.sub('a', 5, 'a')),
    ('re.compile()', lambda: re.compile()),
    ('re.match("a", "a", 0, 1)', lambda: re.match('a', 'a', 0, 1)),
    ('re.findall("a", "a", x=1)', lambda: re.findall('a', 'a', x=1)),
    ('p.match()', lambda: re.compile('a').match()),
    ('p.search("a", "b")', lambda: re.compile('a').search('a', 'b')),
    ('re.Pattern()', lambda: re.Pattern()),
]
for text, call in calls:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(text, type(e).__name__, e)
