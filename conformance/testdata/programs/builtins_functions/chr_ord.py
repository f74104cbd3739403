print(chr(65), chr(0x1F600), chr(233), ord('A'), ord('€'), ord('😀'), ord(b'a'), [chr(i) for i in range(97, 102)])
