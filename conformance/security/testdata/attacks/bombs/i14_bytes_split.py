# attack: bytes.split into 10**7 empty pieces (issue 14 class 2)
# expect: limit memory
(b" " * 10 ** 7).split(b" ")
