# f-strings, format() and %-formatting.
name, n, x = "krait", 42, 3.14159
print(f"{name} has {n} items")
print(f"{x:.2f} {x:10.3f}| {n:05d} {n:x} {n:o} {n:b} {n:#x}")
print(f"{name!r} {name:>10}| {name:<10}| {name:^10}|")
print(f"{1000000:,} {1234.5:e} {0.5:%} {n=}")
print("{} and {}".format("a", "b"), "{1}{0}".format("x", "y"))
print("{name}:{val:>6.2f}".format(name="pi", val=x))
print("%s is %d years, %.3f" % ("Bob", 30, 2.5))
print("%5s|%-5s|%05.1f|%x|%r" % ("a", "b", 3.14159, 255, "q"))
print(format(12345.678, ",.2f"), format(7, "08b"), format("s", "*^5"))
print(f"{'nested' + '!'}", f"{[1, 2][0]}", f"{{braces}}")
