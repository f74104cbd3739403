def find_prime_factor(n):
    for d in range(2, n):
        if n % d == 0:
            print(n, 'has factor', d)
            break
    else:
        print(n, 'is prime')
for n in [7, 9, 2]:
    find_prime_factor(n)
i = 0
while i < 3:
    i += 1
else:
    print('while finished', i)
while True:
    break
else:
    print('never')
