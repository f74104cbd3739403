x = 'global'
class K:
    x = 'class'
    y = x + '!'
    z = [x for _ in range(2)]
    def m(self):
        return x
print(K.y, K.z, K().m())
