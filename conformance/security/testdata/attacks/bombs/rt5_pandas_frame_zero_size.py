# attack: pd.DataFrame(np.zeros((0, 10**12))) made 10**12 empty columns with only the data's size (0) charged — a Go out-of-memory
# imports: numpy,pandas
# expect: limit memory
import numpy as np
import pandas as pd
pd.DataFrame(np.zeros((0, 10**12)))
