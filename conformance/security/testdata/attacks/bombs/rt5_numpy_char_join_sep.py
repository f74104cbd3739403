# attack: np.char.join with a 10**8-character separator over 100 elements: the joined text was built without a charge
# imports: numpy.*
# expect: limit memory
import numpy as np
np.char.join("-" * 10**8, np.array(["abc"] * 100))
