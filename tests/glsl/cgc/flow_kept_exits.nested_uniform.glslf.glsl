// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_exits.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program nested_uniform
//semantic nested_uniform.image
//semantic nested_uniform.rows
//semantic nested_uniform.columns
//var sampler2D image :  : _image1 : 1 : 1
//var int rows :  : _rows1 : 2 : 1
//var int columns :  : _columns1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 nested_uniform : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
float _TMP3;
vec4 _TMP2;
uniform sampler2D _image1;
uniform int _rows1;
uniform int _columns1;
vec2 _c0008;
float _a0010;

 // main procedure, the original name was nested_uniform
void main()
{

    vec4 _sum;
    int _y1;
    int _x1;

    _sum = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _y1 = 0;
    for (; _y1 < _rows1; _y1 = _y1 + 1) { // for begin
        _x1 = 0;
        for (; _x1 < _columns1; _x1 = _x1 + 1) { // for begin
            _c0008 = gl_TexCoord[0].xy + vec2(float(_x1), float(_y1))*3.12500000E-02;
            _TMP2 = texture2D(_image1, _c0008);
            _sum = _sum + _TMP2;
        } // end for
    } // end for
    _a0010 = float((_rows1*_columns1));
    _TMP3 = max(_a0010, 1.00000000E+00);
    _ret_0 = _sum/_TMP3;
    gl_FragColor = _ret_0;
    return;
} // main end
