# attack: hash() of a tuple DAG: layer = (layer,) * 8 twenty times, 8**20 leaves (issue 14 class 4)
# expect: limit ops
layer = ()
for _ in range(20):
    layer = (layer,) * 8
hash(layer)
