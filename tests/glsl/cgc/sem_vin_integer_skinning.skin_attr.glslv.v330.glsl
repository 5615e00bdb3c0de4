// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=330
// source file: tests/glsl/cases/sem_vin_integer_skinning.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program skin_attr
//semantic skin_attr.viewProj
//semantic skin_attr.bonesMatrix
//var float4x4 viewProj :  : _viewProj1[0], 4 : 4 : 1
//var float4x4 bonesMatrix[0] :  : _bonesMatrix1[0], 4 : 5 : 1
//var float4x4 bonesMatrix[1] :  : _bonesMatrix1[4], 4 : 5 : 1
//var float4x4 bonesMatrix[2] :  : _bonesMatrix1[8], 4 : 5 : 1
//var float4x4 bonesMatrix[3] :  : _bonesMatrix1[12], 4 : 5 : 1
//var float4x4 bonesMatrix[4] :  : _bonesMatrix1[16], 4 : 5 : 1
//var float4x4 bonesMatrix[5] :  : _bonesMatrix1[20], 4 : 5 : 1
//var float4x4 bonesMatrix[6] :  : _bonesMatrix1[24], 4 : 5 : 1
//var float4x4 bonesMatrix[7] :  : _bonesMatrix1[28], 4 : 5 : 1
//var float4 position : $vin.ATTR0 : ATTR0 : 0 : 1
//var float2 weights : $vin.ATTR6 : ATTR6 : 1 : 1
//var float2 bones : $vin.ATTR7 : ATTR7 : 2 : 1
//var float count : $vin.ATTR5 : ATTR5 : 3 : 1
//var float4 color : $vout.COLOR0 : COLOR0 : 6 : 1
//var float4 skin_attr : $vout.POSITION : HPOS : -1 : 1

#version 330

#extension GL_EXT_gpu_shader4 : enable

struct SkinnedVertex {
    vec4 _position1;
    vec3 _normal;
    vec4 _weights1;
    ivec4 _bones1;
    vec2 _uv;
};

struct Lit {
    vec4 _position2;
    vec2 _uv1;
    vec4 _color2;
};

vec4 _color1;
uniform vec4 _viewProj1[4];
uniform vec4 _bonesMatrix1[32];
vec4 _r0005;
vec4 _M0005[4];
vec4 _r0015;
vec4 _M0015[4];
vec4 _r0025;
in vec4 ATTR0;
in vec4 ATTR6;
in ivec4 ATTR7;
in uvec4 ATTR5;
out vec4 cg_FrontColor;

 // main procedure, the original name was skin_attr
void main()
{

    vec4 _p;

    _M0005[0] = _bonesMatrix1[(4*ATTR7.x + 0)];
    _M0005[1] = _bonesMatrix1[(4*ATTR7.x + 1)];
    _M0005[2] = _bonesMatrix1[(4*ATTR7.x + 2)];
    _M0005[3] = _bonesMatrix1[(4*ATTR7.x + 3)];
    _r0005.x = dot(_M0005[0], ATTR0);
    _r0005.y = dot(_M0005[1], ATTR0);
    _r0005.z = dot(_M0005[2], ATTR0);
    _r0005.w = dot(_M0005[3], ATTR0);
    _p = _r0005*ATTR6.x;
    if (ATTR5.x > 1u) { // if begin
        _M0015[0] = _bonesMatrix1[(4*ATTR7.y + 0)];
        _M0015[1] = _bonesMatrix1[(4*ATTR7.y + 1)];
        _M0015[2] = _bonesMatrix1[(4*ATTR7.y + 2)];
        _M0015[3] = _bonesMatrix1[(4*ATTR7.y + 3)];
        _r0015.x = dot(_M0015[0], ATTR0);
        _r0015.y = dot(_M0015[1], ATTR0);
        _r0015.z = dot(_M0015[2], ATTR0);
        _r0015.w = dot(_M0015[3], ATTR0);
        _p = _p + _r0015*ATTR6.y;
    } // end if
    _color1 = vec4(float(ATTR7.x), float(ATTR7.y), float(ATTR5.x), 1.00000000E+00)*1.25000000E-01;
    _r0025.x = dot(_viewProj1[0], _p);
    _r0025.y = dot(_viewProj1[1], _p);
    _r0025.z = dot(_viewProj1[2], _p);
    _r0025.w = dot(_viewProj1[3], _p);
    gl_Position = _r0025;
    cg_FrontColor = _color1;
    return;
} // main end
