import re
print(re.split(r'(,)(\s*)', 'a, b,c'))
print(re.split(r'\b', 'hello world'))
print(re.split(r'(?=[A-Z])', 'HelloWorldFoo'))
print(re.split(r'\s*;\s*', 'a ; b;c ;  d', maxsplit=2))
print(re.split('[abc]', 'xaybzc'), re.split('(x)?y', 'aybxyc'))
print(re.split(r'\W+', 'Words, words, words.'), re.split(r'(\W+)', 'Words, words, words.'), re.split(r'\W+', 'Words, words, words.', 1))
print(re.split('[a-f]+', '0a3B9', flags=re.IGNORECASE))
