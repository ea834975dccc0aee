// Copy a link (or any text) for sharing: the Clipboard API, with the old selection trick as a
// fallback for browsers or contexts that refuse it. Resolves whether it worked; never throws.

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let done = false;
  try {
    // execCommand is deprecated but the only way left where the Clipboard API is refused.
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}
