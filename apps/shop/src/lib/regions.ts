/** Countries the demo store ships to, by ISO code. */
export const COUNTRIES: Record<string, string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'Netherlands',
}

const US =
  'AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut,DE Delaware,DC District of Columbia,FL Florida,GA Georgia,HI Hawaii,ID Idaho,IL Illinois,IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,MD Maryland,MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana,NE Nebraska,NV Nevada,NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York,NC North Carolina,ND North Dakota,OH Ohio,OK Oklahoma,OR Oregon,PA Pennsylvania,RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,UT Utah,VT Vermont,VA Virginia,WA Washington,WV West Virginia,WI Wisconsin,WY Wyoming'
const CA =
  'AB Alberta,BC British Columbia,MB Manitoba,NB New Brunswick,NL Newfoundland and Labrador,NS Nova Scotia,ON Ontario,PE Prince Edward Island,QC Quebec,SK Saskatchewan'

const parse = (country: string, list: string) =>
  list.split(',').map((entry) => {
    const [code = '', ...name] = entry.split(' ')
    return { code: `${country}-${code}`, name: name.join(' ') }
  })

/** States or provinces (ISO-3166-2 codes such as `US-CA`) of the countries that have them here. */
export const SUBDIVISIONS: Record<string, { code: string; name: string }[]> = {
  US: parse('US', US),
  CA: parse('CA', CA),
}
