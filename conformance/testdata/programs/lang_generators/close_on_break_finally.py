# A generator created in the for header is closed at once when the loop breaks.
def countdown(n):
    try:
        while n > 0:
            yield n
            n -= 1
    finally:
        print("countdown finally, n =", n)

for x in countdown(5):
    print("got", x)
    if x == 3:
        break
print("after the loop")

for x in countdown(2):
    print("got", x)
print("exhausted loop done")
