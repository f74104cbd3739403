# attack: pickle (deserialization runs arbitrary callables)
# imports: *
# expect: policy import
# message: Import of pickle is not allowed
import pickle
pickle.loads(b'')
