// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -unroll all -profile glesf
// source file: tests/glsl/cases/flow_unroll_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//semantic main.image
//semantic main.offsets
//semantic main.taps
//semantic main.threshold
//var sampler2D image :  : _image1 : 1 : 1
//var float4 offsets[0] :  : _offsets1[0] : 2 : 1
//var float4 offsets[1] :  : _offsets1[1] : 2 : 1
//var float4 offsets[2] :  : _offsets1[2] : 2 : 1
//var float4 offsets[3] :  : _offsets1[3] : 2 : 1
//var int taps :  : _taps1 : 3 : 1
//var float threshold :  : _threshold1 : 4 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _TMP3;
vec4 _TMP2;
uniform sampler2D _image1;
uniform vec4 _offsets1[4];
uniform int _taps1;
uniform float _threshold1;
vec2 _c0009;
vec2 _c0011;
float _TMP12;
varying vec4 TEX0;

 // main procedure, the original name was main
void main()
{

    vec4 _sum;
    int _j1;

    _c0009 = TEX0.xy + _offsets1[0].xy;
    _TMP2 = texture2D(_image1, _c0009);
    _sum = _TMP2*_offsets1[0].w;
    _c0009 = TEX0.xy + _offsets1[1].xy;
    _TMP2 = texture2D(_image1, _c0009);
    _sum = _sum + _TMP2*_offsets1[1].w;
    _c0009 = TEX0.xy + _offsets1[2].xy;
    _TMP2 = texture2D(_image1, _c0009);
    _sum = _sum + _TMP2*_offsets1[2].w;
    _c0009 = TEX0.xy + _offsets1[3].xy;
    _TMP2 = texture2D(_image1, _c0009);
    _sum = _sum + _TMP2*_offsets1[3].w;
    _j1 = 0;
    for (; _j1 < _taps1; _j1 = _j1 + 1) { // for begin
        _c0011 = TEX0.xy + float((float(_j1)*9.99999978E-03));
        _TMP3 = texture2D(_image1, _c0011);
        _sum = _sum + _TMP3;
    } // end for
    _TMP12 = 0.00000000E+00;
    if (_sum.x > _threshold1) { // if begin
        _TMP12 = -1.00000000E+00;
    } // end if
    if (_TMP12 == 0.00000000E+00) { // if begin
        _sum = _sum*8.99999976E-01;
    } // end if
    if (_TMP12 >= 0.00000000E+00) { // if begin
        if (_sum.x > _threshold1) { // if begin
            _TMP12 = -1.00000000E+00;
        } // end if
        if (_TMP12 == 0.00000000E+00) { // if begin
            _sum = _sum*8.99999976E-01;
        } // end if
        if (_TMP12 >= 0.00000000E+00) { // if begin
            if (_sum.x > _threshold1) { // if begin
                _TMP12 = -1.00000000E+00;
            } // end if
            if (_TMP12 == 0.00000000E+00) { // if begin
                _sum = _sum*8.99999976E-01;
            } // end if
            if (_TMP12 >= 0.00000000E+00) { // if begin
                if (_sum.x > _threshold1) { // if begin
                    _TMP12 = -1.00000000E+00;
                } // end if
                if (_TMP12 == 0.00000000E+00) { // if begin
                    _sum = _sum*8.99999976E-01;
                } // end if
            } // end if
        } // end if
    } // end if
    gl_FragColor = _sum;
    return;
} // main end
