text = "The quick brown fox jumps over the lazy dog. " * 20
for _ in range(20000):
    u = text.upper()
    c = text.count("o")
    r = text.replace("fox", "cat")
