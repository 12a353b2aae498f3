import { remote } from 'webdriverio';
const browser = await remote({
  logLevel: 'warn',
  hostname: '127.0.0.1', port: 4444, path: '/',
  capabilities: { 'wdio:enforceWebDriverClassic': true, 'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation'] } } as never,
});
await browser.setWindowSize(1024, 768);
await browser.url('data:text/html,<div id=b style="width:200px;height:200px;background:red;touch-action:none">x</div><script>window.log=[];for (const t of ["pointerdown","pointermove","pointerup","click","touchstart","touchend"]) document.addEventListener(t,e=>log.push(t+":"+(e.pointerType??"")))</script>');
console.log(await browser.execute(() => [innerWidth, innerHeight, 'ontouchstart' in window, navigator.maxTouchPoints]));
try {
await browser.action('pointer', { parameters: { pointerType: 'touch' } }).move({ x: 50, y: 50 }).down().move({ x: 100, y: 120, duration: 100 }).up().perform();
} catch (e) { console.log('touch err', String(e)); }
console.log(await browser.execute(() => (window as any).log));
await browser.execute(() => { (window as any).log = []; });
await browser.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: 50, y: 50 }).down().move({ x: 100, y: 120, duration: 100 }).up().perform();
console.log(await browser.execute(() => (window as any).log));
await browser.deleteSession();
