print(b'abc'.isalpha(), b'123'.isdigit(), b'a1'.isalnum(), b' \n'.isspace(), b'ABC'.isupper(), b'abc'.islower(), b'Ab Cd'.istitle(), b'abc'.isascii(), b'\xff'.isascii())
