# Returning from inside a loop over a fresh generator closes it before the caller continues.
def lines():
    try:
        yield "alpha"
        yield "beta"
        yield "gamma"
    finally:
        print("lines closed")

def first_with(letter):
    for line in lines():
        if letter in line:
            return line
    return None

print(first_with("e"))
print(first_with("z"))

def first_two():
    out = []
    for line in lines():
        out.append(line)
        if len(out) == 2:
            return out

print(first_two())
