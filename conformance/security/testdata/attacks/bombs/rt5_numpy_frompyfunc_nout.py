# attack: np.frompyfunc(f, 1, 10**9) then a call: 10**9 result slices made before any check — a Go out-of-memory; numpy refuses more than 32 operands when the ufunc is made
# imports: numpy
# expect: python ValueError
# message: Cannot construct a ufunc with more than 32 operands (requested number were: inputs = 1 and outputs = 1000000000)
import numpy as np
f = np.frompyfunc(lambda x: x, 1, 10**9)
f(np.arange(3))
