// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_exits.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program taps_continue
//semantic taps_continue.image
//semantic taps_continue.taps
//semantic taps_continue.skipBelow
//var sampler2D image :  : _image1 : 1 : 1
//var int taps :  : _taps1 : 2 : 1
//var float skipBelow :  : _skipBelow1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 taps_continue : $vout.COLOR : COL : -1 : 1

precision mediump float;

uniform sampler2D _image1;
uniform int _taps1;
uniform float _skipBelow1;
vec2 _c0005;
varying vec4 TEX0;

 // main procedure, the original name was taps_continue
void main()
{

    vec4 _sum;
    int _i1;
    vec4 _texel1;

    _sum = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < _taps1; _i1 = _i1 + 1) { // for begin
        _c0005 = TEX0.xy + vec2(float(_i1), 0.00000000E+00)*6.25000000E-02;
        _texel1 = texture2D(_image1, _c0005);
        if (_texel1.w < _skipBelow1) { // if begin
            { // continue begin
                continue;
            } // end continue
        } // end if
        _sum = _sum + _texel1;
    } // end for
    gl_FragColor = _sum;
    return;
} // main end
