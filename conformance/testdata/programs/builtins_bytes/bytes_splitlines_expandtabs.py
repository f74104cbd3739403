print(b'a\nb\r\nc'.splitlines(), b'a\nb\n'.splitlines(keepends=True), b'a\tb'.expandtabs(4), b'abc'.title(), b'hello world'.capitalize())
