print(ascii('héllo'), ascii('日本'), ascii(['é', 1]), ascii('\n\x00'), ascii('😀'), ascii(5))
