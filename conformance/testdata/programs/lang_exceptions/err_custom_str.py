# traceback: full
class ValidationError(Exception):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field = field
        self.problem = problem
    def __str__(self):
        return f'{self.field}: {self.problem}'
def check(user):
    if '@' not in user['email']:
        raise ValidationError('email', 'missing @')
check({'email': 'nobody'})
