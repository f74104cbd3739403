# attack: pow(3, 10**9): a 200 MB result whose squarings take minutes
# limits: memory=256MiB
# expect: limit ops
pow(3, 10 ** 9)
