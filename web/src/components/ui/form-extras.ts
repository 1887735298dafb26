// react-hook-form's hooks beyond useForm, for the forms that need them. The build moves them out of
// the package's module (web/build/split-react-hook-form.ts), so a form without them (the login page's)
// does not download them; importing one straight from 'react-hook-form' fails the build.
export { Controller, useFieldArray, useWatch } from 'react-hook-form'
