# attack: bytes.splitlines into 10**7 empty lines (issue 14 class 2)
# expect: limit memory
(b"\n" * 10 ** 7).splitlines()
