# krait-run: --allow-import pprint
import pprint
pprint.pprint([10 ** 9, 123456, -7654321, 1.5], underscore_numbers=True)
pprint.pprint({'big': 2 ** 70}, underscore_numbers=True)
pprint.pprint([True, None, 3.25, 1 + 2j])
