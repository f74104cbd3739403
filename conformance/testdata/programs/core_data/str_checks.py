for s in ['abc', 'ABC', 'Abc', '123', 'a1', ' ', '', 'Hello World']:
    print(repr(s), s.isalpha(), s.isdigit(), s.isalnum(), s.isupper(), s.islower(), s.isspace(), s.istitle())
