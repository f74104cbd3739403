# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
x = 42
name = "agent"
ratio = 2 / 3
print(f"{x=}, {name=!r}, {ratio=:.3f}")
print(f"{'centered':^20}|{'left':<10}|{'right':>10}|")
print(f"{1234567.891:,.2f} {0.000123:.2e} {255:#x} {255:08b} {-7:+d} {0.25:%}")
print("{0} and {1}; {1} and {0}".format("a", "b"), "{name}-{n:03d}".format(name="id", n=7))
print("%-6s|%6.2f|%03d" % ("ab", 3.14159, 7), "%(k)s=%(v)d" % {"k": "key", "v": 5})
print("a", "b", "c", sep=" | ", end=" <end>\n")
print(format(0.5, ".0f"), format(1.5, ".0f"), round(2.5), round(3.5), round(-0.5), round(2.675, 2))
print(str(12).zfill(5), "x".center(7, "*"), "Title Case Me".istitle(), "tab\tsep".expandtabs(4))
