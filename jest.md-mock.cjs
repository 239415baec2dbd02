module.exports = '# Document\n';
