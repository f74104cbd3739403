values = ['1', '2', 'three']
print([int(v) for v in values])
