// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/es_precision.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main_fragment
//semantic main_fragment.tex
//semantic main_fragment.mode
//var sampler2D tex :  : _tex1 : 2 : 1
//var int mode :  : _mode1 : 3 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 main_fragment : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct v2f {
    vec4 _color1;
    vec2 _uv1;
};

vec4 _TMP0;
uniform sampler2D _tex1;
uniform int _mode1;
varying vec4 COL0;
varying vec4 TEX0;

 // main procedure, the original name was main_fragment
void main()
{

    vec4 _c;

    _TMP0 = texture2D(_tex1, TEX0.xy);
    _c = vec4(float((_TMP0*vec4(float(COL0.x), float(COL0.y), float(COL0.z), float(COL0.w))).x), float((_TMP0*vec4(float(COL0.x), float(COL0.y), float(COL0.z), float(COL0.w))).y), float((_TMP0*vec4(float(COL0.x), float(COL0.y), float(COL0.z), float(COL0.w))).z), float((_TMP0*vec4(float(COL0.x), float(COL0.y), float(COL0.z), float(COL0.w))).w));
    if (_mode1 > 1) { // if begin
        _c.xyz = _c.zyx;
    } // end if
    gl_FragColor = vec4(float(_c.x), float(_c.y), float(_c.z), float(_c.w));
    return;
} // main end
