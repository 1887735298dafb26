/** "Acme's", but "Tidewater Robotics'": a name ending in s takes the apostrophe alone, as style guides say. */
export const possessive = (name: string) => (/s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`)
