// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/flow_branches.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.mvp
//semantic main.lightDir
//semantic main.lightColor
//semantic main.twoSided
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float3 lightDir :  : _lightDir1 : 3 : 1
//var float3 lightColor :  : _lightColor1 : 4 : 1
//var bool twoSided :  : _twoSided1 : 5 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
//var float4 color : $vout.COLOR0 : COL0 : 6 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _color1;
vec3 _TMP2;
float _TMP1;
uniform vec4 _mvp1[4];
uniform vec3 _lightDir1;
uniform vec3 _lightColor1;
uniform bool _twoSided1;
vec3 _TMP8;
float _d0009;
bool _TMP10;
vec3 _TMP13;
float _d0014;
vec3 _n0014;
bool _TMP15;
vec4 _r0019;

 // main procedure, the original name was main
void main()
{

    vec3 _c1;

    _TMP10 = true;
    _d0009 = dot(gl_Normal, _lightDir1);
    if (_d0009 <= 0.00000000E+00) { // if begin
        _TMP8 = vec3( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
        _TMP10 = false;
    } // end if
    if (_TMP10) { // if begin
        _TMP8 = _lightColor1*_d0009;
    } // end if
    _c1 = _TMP8;
    if (_twoSided1) { // if begin
        _n0014 = -gl_Normal;
        _TMP15 = true;
        _d0014 = dot(_n0014, _lightDir1);
        if (_d0014 <= 0.00000000E+00) { // if begin
            _TMP13 = vec3( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
            _TMP15 = false;
        } // end if
        if (_TMP15) { // if begin
            _TMP13 = _lightColor1*_d0014;
        } // end if
        _c1 = _TMP8 + _TMP13;
    } else {
        if (gl_Vertex.y < 0.00000000E+00) { // if begin
            _c1 = _TMP8*5.00000000E-01;
        } // end if
    } // end if
    if (gl_Vertex.x > 0.00000000E+00) { // if begin
        _TMP1 = 1.00000000E+00;
    } else {
        _TMP1 = 5.00000000E-01;
    } // end if
    _color1 = vec4(_c1.x, _c1.y, _c1.z, float(_TMP1));
    if (_c1.x > _c1.y) { // if begin
        _TMP2 = _c1.xyz;
    } else {
        _TMP2 = _c1.zyx;
    } // end if
    _color1.xyz = _TMP2;
    _r0019.x = dot(_mvp1[0], gl_Vertex);
    _r0019.y = dot(_mvp1[1], gl_Vertex);
    _r0019.z = dot(_mvp1[2], gl_Vertex);
    _r0019.w = dot(_mvp1[3], gl_Vertex);
    gl_Position = _r0019;
    gl_FrontColor = _color1;
    return;
} // main end
